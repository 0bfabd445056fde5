import { useId, useState, type FormEvent } from 'react';
import { StyledActions, StyledTakes } from './motion-studio.styles';
import { nextTakeName, type Take } from './takes';
import { SWITCH_KEY } from './use-studio-keys';

/**
 * Takes: the current values kept under a name, and one button per take to put its values back (the
 * switch key goes through them in turn while a timeline replays).
 */
export function TakesPanel({
  takes,
  current,
  onKeep,
  onSwitch,
  onRemove,
}: {
  takes: readonly Take[];
  current: string | null;
  /** Keeps the current values as `name`; the problem with the name, or null. */
  onKeep: (name: string) => string | null;
  onSwitch: (take: Take) => void;
  onRemove: (name: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suggested = nextTakeName(takes);

  const keep = (event: FormEvent) => {
    event.preventDefault();
    const found = onKeep(name.trim() ? name : suggested);
    setProblem(found);
    if (!found) setName('');
  };

  return (
    <StyledTakes>
      <legend>Takes</legend>
      <form onSubmit={keep}>
        <StyledActions>
          <label htmlFor={`${id}-name`}>Take name</label>
          <input
            id={`${id}-name`}
            value={name}
            placeholder={suggested}
            maxLength={40}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-native-undo
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit">Keep as take</button>
        </StyledActions>
        {problem && <p id={`${id}-problem`}>{problem}</p>}
      </form>
      {takes.length > 0 && (
        <>
          <StyledActions role="group" aria-label="Takes kept">
            {takes.map((take) => (
              <span key={take.name}>
                <button
                  type="button"
                  aria-pressed={take.name === current}
                  onClick={() => onSwitch(take)}
                >
                  {take.name}
                </button>
                <button
                  type="button"
                  aria-label={`Delete take ${take.name}`}
                  onClick={() => onRemove(take.name)}
                >
                  ×
                </button>
              </span>
            ))}
          </StyledActions>
          <p>
            Press <kbd>{SWITCH_KEY.toUpperCase()}</kbd> to switch to the next take.
          </p>
        </>
      )}
    </StyledTakes>
  );
}
