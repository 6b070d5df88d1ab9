import { RouteError, routeErrorStatus } from './route-error';

describe('routeErrorStatus', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(routeErrorStatus({ statusCode: 404, status: 401 })).toBe(404);
    expect(routeErrorStatus({ status: 401 })).toBe(401);
    expect(routeErrorStatus({ response: { status: 503 } })).toBe(503);
    expect(routeErrorStatus(new RouteError(410, 'gone'))).toBe(410);
    expect(routeErrorStatus({ statusCode: '502' })).toBe(502);
  });

  it('defaults to 500 for anything else', () => {
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus(null)).toBe(500);
    expect(routeErrorStatus('text')).toBe(500);
    expect(routeErrorStatus({ status: 200 })).toBe(500);
    expect(routeErrorStatus({ statusCode: 'abc', response: null })).toBe(500);
  });
});
