import { ORDER_STATUSES, VITAL_NAMES } from '@gopharm/util';
import { startTestServer, type TestServer } from '../testing/test-server';

interface SchemaNode {
  $ref?: string;
  title?: string;
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
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
};

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

  it('describes the catalogue and content routes: the recursive category tree, regions, pages, alerts', () => {
    const component = (node?: SchemaNode) =>
      doc.components?.schemas?.[node?.$ref?.replace('#/components/schemas/', '') ?? ''];
    const category = component(json(doc.paths['/api/v1/categories'].get).properties?.results.items);
    expect(category?.title).toBe('Category');
    expect(category?.required).toEqual(expect.arrayContaining(['name_ru', 'name_uz', 'parent_id', 'childs']));
    expect(component(category?.properties?.childs.items)).toBe(category);
    const detail = json(doc.paths['/api/v1/category/{key}'].get);
    expect(Object.keys(detail.properties ?? {})).toEqual(expect.arrayContaining(['childs', 'parent']));

    const regions = json(doc.paths['/api/v1/regions'].get);
    expect(regions.type).toBe('array');
    expect(regions.items?.properties?.childs.items?.required).toEqual(['id', 'name']);

    const blocks = json(doc.paths['/api/v1/page/{slug}'].get).properties?.blocks.items;
    expect(blocks?.anyOf).toHaveLength(3);
    const alerts = json(doc.paths['/api/v1/stock-alerts'].get).properties?.results.items;
    expect(alerts?.properties?.notified_at).toMatchObject({ nullable: true });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/collections',
        '/api/v1/get-metas',
        '/api/v1/articles',
        '/api/v1/sale/{id}',
        '/api/v1/sitemap',
        '/api/v1/pharmacies',
        '/api/v2/bine-cards',
        '/api/v1/prescriptions',
      ]),
    );
  });

  it("describes the order minimum and the apps' page metrics, beacon and staff summary", () => {
    expect(json(doc.paths['/api/v1/order-minimum'].get).properties?.min).toMatchObject({ type: 'integer' });
    const beacon = doc.paths['/api/v1/vitals'].post.requestBody?.content['application/json'].schema;
    expect(beacon?.required).toEqual(['route', 'device', 'lan', 'metrics']);
    expect(beacon?.properties?.metrics.items?.properties?.name.enum).toEqual([...VITAL_NAMES]);
    const summary = json(doc.paths['/api/v1/vitals/summary'].get);
    expect(summary.properties?.results.items?.required).toEqual(
      expect.arrayContaining(['route', 'device', 'metric', 'p75', 'count']),
    );
  });
});
