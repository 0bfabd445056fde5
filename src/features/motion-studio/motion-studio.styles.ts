import styled, { createGlobalStyle, css } from 'styled-components';
import type { StudioMessage } from './pane-rows';

export const StudioChrome = createGlobalStyle`
  /* GSDevTools' bar sets no z-index: keep it above the page and the pinned cards. */
  .gs-dev-tools { z-index: 1002 !important; }

  /* ScrollTrigger's markers, legible on any part of the page (its green and red text on the dark
     page failed contrast): light text on the studio's own dark ground. */
  .gsap-marker-start,
  .gsap-marker-end,
  .gsap-marker-scroller-start,
  .gsap-marker-scroller-end {
    padding: 0 4px !important;
    background: #0b0b10 !important;
    font: 12px/1.4 ui-monospace, monospace !important;
  }
  .gsap-marker-start,
  .gsap-marker-scroller-start {
    color: #8dffb8 !important;
    border-color: #8dffb8 !important;
  }
  .gsap-marker-end,
  .gsap-marker-scroller-end {
    color: #ffb3a6 !important;
    border-color: #ffb3a6 !important;
  }
`;

/**
 * A section of the studio (the scroll map, the timeline, the curve editor): a framed box, its title,
 * and the red playhead of a map or a ruler.
 */
export const studioSection = css`
  display: grid;
  gap: 6px;
  padding: 8px;
  border: 1px solid #2e2e3a;
  border-radius: 8px;

  h3 {
    margin: 0;
    font-size: 12px;
  }

  .playhead {
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 3;
    width: 1px;
    background: #ff5c5c;
    pointer-events: none;
  }
`;

export const StyledStudio = styled.section`
  position: fixed;
  top: 88px;
  right: 12px;
  z-index: 1001;
  display: grid;
  gap: 8px;
  width: min(380px, calc(100vw - 24px));
  max-height: calc(100vh - 170px);
  overflow: auto;
  padding: 12px;
  border: 1px solid #2e2e3a;
  border-radius: 12px;
  background: rgba(11, 11, 16, 0.94);
  color: #f3f1ea;
  font:
    12px/1.4 ui-monospace,
    monospace;
  overscroll-behavior: contain;

  p {
    margin: 0;
  }

  .tp-lblv[data-unsaved] .tp-lblv_l::before,
  .tp-cbzv[data-unsaved] .tp-lblv_l::before,
  [data-unsaved] > .tp-lblv_l::before {
    content: '● ';
    color: #ffb84d;
  }

  /* A checkbox is drawn over a zero-size real one: the real one covers the drawing and takes the
     pointer (and tests), invisible. */
  .tp-ckbv_i {
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }

  .studio-spec {
    padding: 0 4px;
    border: 1px solid #5b8cff;
    border-radius: 4px;
    color: #9db8ff;
    font-size: 10px;
  }

  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid #9db8ff;
    outline-offset: 1px;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;

  h2 {
    font-size: 13px;
  }

  button {
    padding: 2px 8px;
    border: 1px solid #3a3a48;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;

  button {
    padding: 4px 8px;
    border: 1px solid #5b8cff;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  button:disabled {
    border-color: #3a3a48;
    color: #8a8895;
    cursor: not-allowed;
  }
`;

export const StyledConfirm = styled.div`
  display: grid;
  gap: 6px;
  padding: 8px;
  border: 1px solid #ffb84d;
  border-radius: 8px;

  ul {
    margin: 0;
    padding-left: 16px;
  }
`;

export const StyledMessage = styled.p<{ $tone: StudioMessage['tone'] }>`
  color: ${({ $tone }) => ($tone === 'error' ? '#ff9a8a' : '#b9f0c9')};
`;

export const StyledSnippet = styled.div`
  display: grid;
  gap: 4px;

  /* Its grid would beat the attribute: Hide hides it too. */
  &[hidden] {
    display: none;
  }

  textarea {
    width: 100%;
    border: 1px solid #2e2e3a;
    background: #15151d;
    color: inherit;
    font: inherit;
  }
`;

export const StyledTakes = styled.fieldset`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 8px;
  border: 1px solid #2e2e3a;
  border-radius: 8px;

  legend {
    padding: 0 4px;
  }

  input {
    min-width: 0;
    flex: 1;
    padding: 3px 6px;
    border: 1px solid #3a3a48;
    border-radius: 6px;
    background: #15151d;
    color: inherit;
    font: inherit;
  }

  button[aria-pressed='true'] {
    background: #5b8cff;
    color: #0b0b10;
  }
`;
