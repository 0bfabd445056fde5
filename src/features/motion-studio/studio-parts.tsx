import { readField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';
import { StyledActions, StyledConfirm, StyledHeader, StyledSnippet } from './motion-studio.styles';

/** The studio's title, and Hide / Show, which folds it. */
export function StudioHeader({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  return (
    <StyledHeader>
      <h2>Motion studio</h2>
      <button type="button" aria-expanded={expanded} onClick={onToggle}>
        {expanded ? 'Hide' : 'Show'}
      </button>
    </StyledHeader>
  );
}

/** What is unsaved, or that nothing is. */
export function StudioStatus({ pending }: { pending: readonly MotionField[] }) {
  return (
    <p data-testid="studio-status">
      {pending.length
        ? `${pending.length} unsaved ${pending.length === 1 ? 'change' : 'changes'}: ${pending
            .map((field) => field.label)
            .join(', ')}`
        : 'All values are those of motion.config.ts.'}
    </p>
  );
}
import type { Copied } from './use-copy';

/** The studio's buttons: save, reset, undo and redo, and the two copies. */
export function StudioActions(props: {
  pending: number;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  copied: Copied;
  onSave: () => void;
  onReset: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onCopy: (what: 'link' | 'snippet') => void;
}) {
  return (
    <StyledActions>
      <button type="button" disabled={!props.pending || props.saving} onClick={props.onSave}>
        {props.saving ? 'Saving…' : 'Save to source'}
      </button>
      <button type="button" onClick={props.onReset}>
        Reset
      </button>
      <button
        type="button"
        disabled={!props.canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={props.onUndo}
      >
        Undo
      </button>
      <button
        type="button"
        disabled={!props.canRedo}
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
        onClick={props.onRedo}
      >
        Redo
      </button>
      <button type="button" onClick={() => props.onCopy('link')}>
        {props.copied === 'link' ? 'Link copied' : 'Copy link'}
      </button>
      <button type="button" onClick={() => props.onCopy('snippet')}>
        {props.copied === 'snippet' ? 'Copied' : 'Copy as TypeScript'}
      </button>
    </StyledActions>
  );
}

/** Asks before saving values that differ from the spec. */
export function SpecConfirm({
  fields,
  onSave,
  onCancel,
}: {
  fields: readonly MotionField[];
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <StyledConfirm role="alertdialog" aria-labelledby="studio-confirm-title">
      <p id="studio-confirm-title">
        {fields.length === 1 ? 'This value differs' : 'These values differ'} from the spec:
      </p>
      <ul>
        {fields.map((field) => (
          <li key={pathKey(field.path)}>
            {field.label}: {readField(getMotion(), field.path)} (spec: {field.spec})
          </li>
        ))}
      </ul>
      <StyledActions>
        <button type="button" onClick={onSave}>
          Save anyway
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </StyledActions>
    </StyledConfirm>
  );
}

/** The unsaved values as TypeScript, to paste into motion.config.ts by hand. */
export function ConfigSnippet({ snippet, hidden }: { snippet: string; hidden: boolean }) {
  return (
    <StyledSnippet hidden={hidden}>
      <label htmlFor="studio-snippet">Config snippet</label>
      <textarea id="studio-snippet" readOnly value={snippet} rows={5} />
    </StyledSnippet>
  );
}
