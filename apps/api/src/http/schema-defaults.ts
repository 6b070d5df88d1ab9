import type { Static, TObject } from 'typebox';

/**
 * A validated request part with the schema's defaults in place, typed so: the keys named are present. Ajv
 * (`useDefaults`) has already filled them in a request; this reads each default from the schema itself (one
 * source) for whatever is still missing, so the type is true for any caller.
 */
export function withDefaults<S extends TObject, K extends keyof Static<S> & string>(
  schema: S,
  value: Static<S>,
  ...keys: K[]
): Static<S> & Required<Pick<Static<S>, K>> {
  const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of keys) {
    const fallback = (schema.properties[key] as { default?: unknown } | undefined)?.default;
    if (filled[key] === undefined) {
      if (fallback === undefined) throw new Error(`the schema gives "${key}" no default`);
      filled[key] = fallback;
    }
  }
  return filled as Static<S> & Required<Pick<Static<S>, K>>;
}
