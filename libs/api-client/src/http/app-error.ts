/** A failed call: the HTTP status (500 when there was no response) and the server's or the network's message. */
export class AppError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.status = status;
  }
}
