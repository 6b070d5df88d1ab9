/** Answers remembered: Back goes a few screens, and a listing's answer is some tens of kB. */
const REMEMBERED = 12;

/**
 * The answers screens showed, by history entry and data key (useData of @gopharm/shell): a screen the shopper
 * returns to with Back or Forward shows at once what they left, at its height (so the place they left is there to
 * return to, and is there offline), and refreshes it quietly. The oldest goes first when there are too many; all
 * go when the shopper signs out.
 */
export class ShownAnswers extends Map<string, unknown> {
  remember(id: string, data: unknown): void {
    if (data === undefined) return;
    this.delete(id);
    this.set(id, data);
    if (this.size > REMEMBERED) this.delete(this.keys().next().value as string);
  }
}
