import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { cssMotion } from '@/motion/css-motion';

type Variant = 'primary' | 'ghost';

/** The one button look of the site, for buttons, plain links and router links. */
const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.hairline : theme.color.accent)};
  background: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.color.accent)};
  color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.text : theme.color.ink)};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform ${cssMotion('hoverMs', 'ms')} ease,
    border-color ${cssMotion('hoverMs', 'ms')} ease;

  /* Only where a pointer hovers: a tap leaves no sticky lift, and no style change, layout and repaint
     run between a finger's touch and what it opens (a tap's answer waited for them). */
  @media (hover: hover) {
    &:hover {
      transform: translateY(-2px);
      border-color: ${({ theme }) => theme.color.text};
    }
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    transform: none;
  }
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`;
