import { useQuery } from '@tanstack/react-query';
import type { Template } from '../../../../contract';
import { templatesQuery } from '../../../api/templates';

type Of<K extends Template['kind']> = Extract<Template, { kind: K }>;

/** The user's saved templates (account data) of one kind, a button each that fills the form from it. */
export function TemplatePicks<K extends Template['kind']>({
  kind,
  label,
  onPick,
}: {
  kind: K;
  label: (template: Of<K>) => string;
  onPick: (template: Of<K>) => void;
}) {
  const saved = (useQuery(templatesQuery()).data ?? []).filter((x): x is Of<K> => x.kind === kind);
  if (saved.length === 0) return null;
  return (
    <div className="template-picks">
      {saved.map((template) => (
        <button key={template.id} type="button" className="button" onClick={() => onPick(template)}>
          {label(template)}
        </button>
      ))}
    </div>
  );
}
