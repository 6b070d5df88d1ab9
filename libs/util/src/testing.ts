/**
 * Browser-side measurements for the e2e suites: plain functions they hand to Playwright (`page.addInitScript`,
 * `page.evaluate`), so both suites measure the same way. Never imported by app code.
 */

/** What the Layout Instability API reports (not in TypeScript's DOM types yet). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** One layout shift no input caused: its score, when it happened and what moved. */
export interface RecordedShift {
  value: number;
  time: number;
  moved: string[];
}

type ShiftWindow = Window & { __layoutShifts?: RecordedShift[] };

/**
 * An init script: records every layout shift of the page from its first paint that no input caused, as
 * Cumulative Layout Shift counts them, naming what moved (tag, id, class) so a failure says where to look.
 */
export function recordLayoutShifts(): void {
  const shifts: RecordedShift[] = [];
  (window as ShiftWindow).__layoutShifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className} "${label}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        moved: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts recorded so far (run with `page.evaluate` after `recordLayoutShifts`). */
export function recordedLayoutShifts(): RecordedShift[] {
  return (window as ShiftWindow).__layoutShifts ?? [];
}
