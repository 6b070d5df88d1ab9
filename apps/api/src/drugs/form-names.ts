import { FORMS } from '../db/seed/forms';
import { GOODS_KINDS } from '../db/seed/goods';
import type { Lang } from '../http/common-query';

/** A `form` code's name for a filter: a dosage form ("Таблетки") or a good's type ("Термометр электронный"). */
export function formName(code: string, lan: Lang): string {
  const named = FORMS[code] ?? GOODS_KINDS[code];
  if (!named) return code;
  const name = named[lan];
  return name[0].toUpperCase() + name.slice(1);
}
