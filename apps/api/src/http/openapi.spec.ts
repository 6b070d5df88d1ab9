import { ORDER_STATUSES } from '@gopharm/util';
import { startTestServer, type TestServer } from '../testing/test-server';

interface SchemaNode {
  nullable?: boolean;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  required?: string[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string; schema: SchemaNode }>;
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaNode }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const json = (operation: Operation, status = '200') =>
  operation.responses[status].content?.['application/json'].schema as SchemaNode;

describe('API: the OpenAPI document', () => {
  let server: TestServer;
  let doc: Document;
  beforeAll(async () => {
    server = await startTestServer();
    const answer = await server.get('/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });
  afterAll(() => server.close());

  it('is OpenAPI 3 and lists the routes under /api', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/drugs', '/api/v1/drug/{key}', '/api/v2/cart', '/api/v2/cart-check']),
    );
    expect(doc.paths['/api/v1/openapi.json']).toBeUndefined();
  });

  it('describes a drug list from the contract, field by field', () => {
    const drugs = doc.paths['/api/v1/drugs'].get;
    const drug = json(drugs).properties?.results.items;
    expect(drug?.properties?.price).toEqual({ type: 'integer', description: 'Sum.' });
    expect(drug?.properties?.unit_price).toMatchObject({
      nullable: true,
      properties: { unit: { enum: ['pcs', 'ml', 'g', 'dose'] } },
    });
    expect(drug?.required).toContain('is_count_exist');
    const sort = drugs.parameters?.find((p) => p.name === 'sort');
    expect(sort).toMatchObject({
      in: 'query',
      schema: { enum: ['popular', 'price_asc', 'price_desc', 'name'] },
    });
  });

  it("describes a drug's page with its nearest pharmacy, and the order a cart places", () => {
    const page = json(doc.paths['/api/v1/drug/{key}'].get);
    expect(Object.keys(page.properties ?? {})).toEqual(
      expect.arrayContaining(['analogues', 'equivalents', 'category', 'nearest_pharmacy']),
    );
    const order = doc.paths['/api/v2/cart'].post.requestBody?.content['application/json'].schema;
    expect(order?.required).toEqual(['drugs', 'type']);
    expect(order?.properties?.payment_type).toMatchObject({ enum: [1, 2], default: 1 });
  });

  it('describes the account routes from the contract: orders, addresses, cards and the signed-in user', () => {
    const order = json(doc.paths['/api/v1/orders'].get).properties?.results.items;
    expect(order?.properties?.status.enum).toEqual([...ORDER_STATUSES]);
    expect(order?.properties?.items.items?.required).toEqual(
      expect.arrayContaining(['drug_id', 'qty', 'price']),
    );
    expect(doc.paths['/api/v1/orders'].get.parameters?.find((p) => p.name === 'page')).toMatchObject({
      in: 'query',
      schema: { minimum: 1, default: 1 },
    });
    const address = doc.paths['/api/v2/addresses'].post.requestBody?.content['application/json'].schema;
    expect(address?.required).toEqual(['address', 'lat', 'lng']);
    const cards = json(doc.paths['/api/v2/cards'].get).properties?.results.items;
    expect(cards?.properties?.brand.enum).toEqual(['uzcard', 'humo', 'visa', 'mastercard']);
    const payment = json(doc.paths['/api/v1/order-payment/{order_id}'].get);
    expect(payment.properties?.start_shipping).toMatchObject({ type: 'boolean' });
    const user = json(doc.paths['/api/v1/user'].get).properties?.user;
    expect(user?.required).toEqual(expect.arrayContaining(['id', 'phone', 'complete']));
  });

  it('has no page to browse it unless asked for (development only)', async () => {
    expect((await server.get('/api/docs')).status).toBe(404);
    const withPage = await startTestServer({ docsPage: true });
    try {
      const page = await withPage.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Swagger UI</title>');
    } finally {
      await withPage.close();
    }
  });
});
