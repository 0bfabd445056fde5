import styled from 'styled-components';
import { studioSection } from './motion-studio.styles';

export const StyledMap = styled.section`
  ${studioSection}

  .map {
    position: relative;
    display: grid;
    gap: 3px;
    padding-bottom: 6px;
  }

  .scrub {
    position: absolute;
    inset: 0;
    z-index: 0;
    border-radius: 4px;
    cursor: col-resize;
    touch-action: none;
  }

  .ruler {
    position: relative;
    height: 14px;
    border-bottom: 1px solid #2e2e3a;
    color: #a9a6b5;
    font-size: 10px;
    pointer-events: none;
  }

  .ruler span {
    position: absolute;
    transform: translateX(-50%);
  }

  .ruler span:first-child {
    transform: none;
  }

  .row {
    position: relative;
    height: 17px;
    pointer-events: none;
  }

  .row span {
    position: absolute;
    top: 0;
    left: 2px;
    z-index: 1;
    overflow: hidden;
    max-width: calc(100% - 4px);
    color: #d9d5e8;
    font-size: 10px;
    line-height: 1;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .row i {
    position: absolute;
    top: 11px;
    min-width: 2px;
    height: 5px;
    border-radius: 3px;
    background: #5b8cff;
  }

  .row[data-stack] i {
    background: #b9f0c9;
  }

  .stack {
    position: relative;
    height: 120px;
    pointer-events: none;
  }

  .stack svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: hidden;
  }

  .stack polyline,
  .stack line {
    fill: none;
    stroke-width: 1.5;
    vector-effect: non-scaling-stroke;
  }

  .stack polyline {
    stroke: #b9f0c9;
  }

  .stack polyline:nth-of-type(2) {
    stroke: #9db8ff;
  }

  .stack polyline:nth-of-type(3) {
    stroke: #f0b9e4;
  }

  .stack .min-offset {
    stroke: #ffb84d;
    stroke-dasharray: 4 3;
  }

  .stack .fixed-until {
    stroke: #ff9a8a;
  }

  .handle {
    position: absolute;
    z-index: 2;
    width: 12px;
    height: 12px;
    margin: -6px 0 0 -6px;
    border: 2px solid #5b8cff;
    border-radius: 50%;
    background: #f3f1ea;
    cursor: ew-resize;
    pointer-events: auto;
    touch-action: none;
  }

  .handle[data-axis='top'] {
    border-color: #ffb84d;
    border-radius: 2px;
    cursor: ns-resize;
  }

  .handle[data-dragging] {
    transform: scale(1.3);
  }

  /* Each handle's value: under a card's circle, at the right end of the min offset line, left of
     the fixed-until handle; clear of the rows above the graph and of each other. */
  .handle-mark {
    position: absolute;
    z-index: 2;
    padding: 0 3px;
    border-radius: 3px;
    background: rgba(11, 11, 16, 0.85);
    color: #f3f1ea;
    font-size: 10px;
    line-height: 14px;
    white-space: nowrap;
    pointer-events: none;
    transform: translate(-50%, 9px);
  }

  .handle-mark[data-axis='top'] {
    left: 100% !important;
    transform: translate(-100%, 4px);
  }

  .handle-mark[data-below] {
    transform: translate(-100%, 2px) translateX(-10px);
  }

  .handle-mark[data-dragging] {
    color: #0b0b10;
    background: #ffd36e;
  }

  .scrub:focus-visible,
  .handle:focus-visible {
    outline: 2px solid #9db8ff;
    outline-offset: 1px;
  }

  .legend {
    color: #a9a6b5;
    font-size: 10px;
  }
`;
