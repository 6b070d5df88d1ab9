import { removeTemplate } from './test-template';

export default async function teardown(): Promise<void> {
  removeTemplate();
}
