/**
 * The picture at the top of an article or a sale: the page's largest paint, so it is fetched first; `width` and
 * `height` reserve its box. Its class composes hero-image.module.css's `image` with the page's ratio and colour.
 */
export function HeroImage({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return <img className={className} src={src} alt="" width={width} height={height} fetchPriority="high" />;
}
