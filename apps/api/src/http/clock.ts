/** The current time, injected so that tests can move it (expired codes, tokens). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMs(date: Date, ms: number): string {
  return new Date(date.getTime() + ms).toISOString();
}
