import styled from 'styled-components';
import { studioSection } from './motion-studio.styles';

export const StyledTimeline = styled.section`
  ${studioSection}

  .time {
    align-self: center;
    color: #ffd36e;
  }

  .lanes {
    position: relative;
    display: grid;
    gap: 2px;
    margin: 0 6px;
  }

  .ruler {
    position: relative;
    height: 18px;
    border-bottom: 1px solid #4a4a5c;
    color: #a9a6b5;
    font-size: 10px;
    cursor: col-resize;
    touch-action: none;
  }

  .ruler span {
    position: absolute;
    top: 2px;
    transform: translateX(-50%);
    white-space: nowrap;
    pointer-events: none;
  }

  .ruler span:first-child {
    transform: none;
  }

  .track {
    display: grid;
    gap: 0;
    padding-top: 2px;
  }

  .title {
    color: #f3f1ea;
    font-size: 10px;
  }

  .title span {
    color: #a9a6b5;
  }

  .lane {
    position: relative;
    height: 24px;
  }

  .bar-label {
    position: absolute;
    top: 0;
    color: #d9d5e8;
    font-size: 10px;
    line-height: 10px;
    white-space: nowrap;
    pointer-events: none;
  }

  .bar-label[data-end] {
    transform: translateX(-100%);
  }

  .bar,
  .bar-end {
    position: absolute;
    top: 10px;
    height: 12px;
    touch-action: none;
  }

  .bar {
    min-width: 3px;
    border-radius: 3px;
    background: #5b8cff;
    cursor: grab;
  }

  /* How far the tween has run at the playhead, by its ease. */
  .bar .fill {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: 3px;
    background: #b9f0c9;
  }

  .bar[data-fixed] {
    background: #3a4a78;
    cursor: default;
  }

  /* The end: a 16 px target over the bar's last pixels, its grip drawn as a light edge. */
  .bar-end {
    z-index: 1;
    width: 16px;
    margin-left: -8px;
    cursor: ew-resize;
  }

  .bar-end::after {
    position: absolute;
    top: -2px;
    bottom: -2px;
    left: 6px;
    width: 4px;
    border-radius: 2px;
    background: #f3f1ea;
    content: '';
  }

  .bar[data-dragging],
  .bar-end[data-dragging]::after {
    background: #ffd36e;
  }

  .readout {
    position: absolute;
    top: -2px;
    z-index: 2;
    padding: 0 3px;
    border-radius: 3px;
    background: #ffd36e;
    color: #0b0b10;
    font-size: 10px;
    white-space: nowrap;
    pointer-events: none;
  }

  .ruler:focus-visible,
  .bar:focus-visible,
  .bar-end:focus-visible {
    outline: 2px solid #f3f1ea;
    outline-offset: 1px;
  }

  .legend {
    color: #a9a6b5;
    font-size: 10px;
  }
`;
