// Leaflet needs a real browser (the e2e specs click the real map): in a spec that calls
// jest.mock('../map/location-picker'), a click on the map is a button that puts the point where a shopper
// clicked, as the picker tells the form.
export function LocationPicker({
  label,
  onChange,
}: {
  label: string;
  onChange: (point: { lat: number; lng: number }) => void;
}) {
  return (
    <button type="button" onClick={() => onChange({ lat: 41.2995, lng: 69.2401 })}>
      {label}
    </button>
  );
}
