import { useState } from 'react';
import styled from 'styled-components';
import { getTimelineDriver, type TimelineDriver } from '@/motion/tuning-store';
import { type MotionConfig } from '@/motion/motion.config';
import { configSnippet, readField, tuningFields, writeField } from './tuning-fields';

/** The designers' panel: every home motion constant, editable live, copied out as TypeScript. */
export function TuningPanel({
  initial,
  onChange,
  onDriverChange,
}: {
  initial: MotionConfig;
  onChange: (next: MotionConfig) => void;
  onDriverChange: (driver: TimelineDriver) => void;
}) {
  const [config, setConfig] = useState(initial);
  const [driver, setDriver] = useState<TimelineDriver>(getTimelineDriver);
  const [copied, setCopied] = useState(false);
  const snippet = configSnippet(config);

  const update = (next: MotionConfig) => {
    setConfig(next);
    setCopied(false);
    onChange(next);
  };

  return (
    <StyledPanel aria-label="Motion tuning" data-lenis-prevent>
      <h2>Motion tuning</h2>
      <label htmlFor="tune-driver">
        <span>Scrub the stack with GSDevTools (off: with the scrollbar and its markers)</span>
        <input
          id="tune-driver"
          type="checkbox"
          checked={driver === 'devtools'}
          onChange={(event) => {
            const next: TimelineDriver = event.currentTarget.checked ? 'devtools' : 'scroll';
            setDriver(next);
            onDriverChange(next);
          }}
        />
      </label>
      {tuningFields.map((field) => {
        const id = `tune-${field.path.join('-')}`;
        return (
          <label key={id} htmlFor={id}>
            <span>{field.label}</span>
            <input
              id={id}
              type="number"
              step={field.step}
              value={readField(config, field.path)}
              onChange={(event) => {
                const value = event.currentTarget.valueAsNumber;
                if (Number.isFinite(value)) update(writeField(config, field.path, value));
              }}
            />
          </label>
        );
      })}
      <StyledActions>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard.writeText(snippet).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy as TypeScript'}
        </button>
        <button type="button" onClick={() => update(initial)}>
          Reset
        </button>
      </StyledActions>
      <textarea readOnly value={snippet} aria-label="Config snippet" rows={6} />
    </StyledPanel>
  );
}

const StyledPanel = styled.aside`
  position: fixed;
  top: 88px;
  right: 12px;
  z-index: 1000;
  display: grid;
  gap: 6px;
  width: 280px;
  max-height: calc(100vh - 200px);
  overflow: auto;
  padding: 12px;
  border: 1px solid #26262f;
  border-radius: 12px;
  background: rgba(11, 11, 16, 0.92);
  color: #f3f1ea;
  font:
    12px/1.4 ui-monospace,
    monospace;

  h2 {
    font-size: 13px;
  }

  label {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
  }

  input {
    width: 84px;
    padding: 2px 4px;
    border: 1px solid #26262f;
    background: #15151d;
  }

  textarea {
    width: 100%;
    background: #15151d;
    font: inherit;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: 6px;

  button {
    padding: 4px 8px;
    border: 1px solid #5b8cff;
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }
`;
