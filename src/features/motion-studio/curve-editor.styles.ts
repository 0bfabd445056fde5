import styled from 'styled-components';
import { studioSection } from './motion-studio.styles';

export const StyledCurveEditor = styled.section`
  ${studioSection}

  .pick,
  .saved-as {
    display: grid;
    gap: 3px;
    color: #d9d5e8;
  }

  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: 4px 6px;
    border: 1px solid #4a4a5c;
    border-radius: 6px;
    background: #17171f;
    color: #f3f1ea;
    font: inherit;
  }

  textarea {
    resize: vertical;
    overflow-wrap: anywhere;
  }

  textarea[aria-invalid='true'] {
    border-color: #ff8f8f;
  }

  /* Never narrower than its 240 px plot (a little smaller only where the studio is). */
  .graph {
    display: block;
    width: 100%;
    max-width: 296px;
    height: auto;
    justify-self: center;
    overflow: visible;
    touch-action: none;
    user-select: none;
  }

  .axes line {
    stroke: #2a2a36;
    stroke-width: 1;
  }

  .axes [data-edge] line {
    stroke: #4a4a5c;
  }

  .axes text {
    fill: #a9a6b5;
    font-size: 10px;
  }

  .axes .axis-title {
    fill: #d9d5e8;
  }

  .ghost {
    fill: none;
    stroke: #8a879a;
    stroke-width: 1.5;
    stroke-dasharray: 4 3;
  }

  .line {
    fill: none;
    stroke: #ffd36e;
    stroke-width: 2;
  }

  .line-hit {
    fill: none;
    stroke: transparent;
    stroke-width: 16;
    cursor: copy;
  }

  .arms line {
    stroke: #9db8ff;
    stroke-width: 1;
  }

  .grip {
    cursor: grab;
    outline: none;
  }

  .grip .hit {
    fill: transparent;
  }

  .grip .mark {
    fill: #0b0b10;
    stroke: #9db8ff;
    stroke-width: 2;
  }

  .grip[data-kind='point'] .mark {
    fill: #ffd36e;
    stroke: #0b0b10;
  }

  .grip[data-selected] .mark {
    stroke: #f3f1ea;
    stroke-width: 2.5;
  }

  .grip:focus-visible .hit {
    fill: none;
    stroke: #f3f1ea;
    stroke-width: 2;
  }

  .readout rect {
    fill: #ffd36e;
  }

  .readout text {
    fill: #0b0b10;
    font-size: 11px;
  }

  .legend {
    color: #a9a6b5;
    font-size: 10px;
  }
`;
