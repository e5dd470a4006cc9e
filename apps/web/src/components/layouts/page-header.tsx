import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

export interface PageAction {
  label: string;
  to: string;
  /** The screen's main action, drawn filled; the others are outlined. */
  primary?: boolean;
  /** A page the server renders (the public blog), so the browser loads it in full. */
  reloadDocument?: boolean;
}

/** A screen's heading with its link buttons beside it; they wrap under it on a phone. */
export function PageHeader({ title, actions }: { title: string; actions: readonly PageAction[] }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <div className="flex gap-2">
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            reloadDocument={action.reloadDocument}
            className={buttonClass(action.primary ? 'primary' : 'secondary', 'md')}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
