import { LocalizedLink } from '../locale-routes';
import styles from './row-heading.module.css';

/**
 * A row's heading with the link to the whole of it at its end ("Все акции", "Все просмотренные"): on one line
 * where both fit, the link a 44 px tap target. The row appears with its heading, so the link moves nothing.
 */
export function RowHeading({ id, title, to, all }: { id: string; title: string; to: string; all: string }) {
  return (
    <div className={styles.heading}>
      <h2 id={id}>{title}</h2>
      <LocalizedLink to={to} className={styles.all}>
        {all}
      </LocalizedLink>
    </div>
  );
}
