import styled from 'styled-components';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';

export const StyledHeader = styled.header<{
  $hidden: boolean;
  $bordered: boolean;
  $plain: boolean;
}>`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  /* 'none', not translateY(0): a transform would trap the fixed menu panel inside the bar. */
  transform: ${({ $hidden }) => ($hidden ? 'translateY(-100%)' : 'none')};
  background: ${({ $plain, theme }) => ($plain ? 'transparent' : `${theme.color.ink}d9`)};
  backdrop-filter: ${({ $plain }) => ($plain ? 'none' : 'blur(14px) saturate(140%)')};
  border-bottom: 1px solid
    ${({ $bordered, theme }) => ($bordered ? theme.color.hairline : 'transparent')};
  transition:
    transform ${cssMotion('navbar.transitionMs', 'ms')} ${cssMotion('cssEase.state')},
    background-color ${cssMotion('navbar.transitionMs', 'ms')} ease,
    border-color ${cssMotion('navbar.transitionMs', 'ms')} ease;

  /* A keyboard user tabbing into a hidden bar brings it back. */
  &:focus-within {
    transform: none;
  }
`;

export const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const StyledBrand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  min-width: 0;
  text-decoration: none;
  white-space: nowrap;
  position: relative;
  z-index: 1;
`;

export const StyledBrandName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const linkStyle = `
  text-decoration: none;
  position: relative;
`;

export const StyledLinks = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space(2)};

  ${media.wide} {
    display: flex;
  }

  a {
    ${linkStyle}
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.muted};
    font-weight: 500;
    transition:
      color ${cssMotion('hoverMs', 'ms')} ease,
      background-color ${cssMotion('hoverMs', 'ms')} ease;
  }

  a:hover {
    color: ${({ theme }) => theme.color.text};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.hairline};
  }
`;

export const StyledMenuButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  cursor: pointer;
  position: relative;
  z-index: 1;

  ${media.wide} {
    display: none;
  }

  white-space: nowrap;

  /* Two bars that cross into an X when the menu is open. */
  span {
    position: relative;
    width: 16px;
    height: 10px;
  }

  span::before,
  span::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 1px;
    background: currentColor;
    transition: transform ${cssMotion('hoverMs', 'ms')} ease;
  }

  span::before {
    top: 0;
  }

  span::after {
    bottom: 0;
  }

  span[data-open='true']::before {
    transform: translateY(4px) rotate(45deg);
  }

  span[data-open='true']::after {
    transform: translateY(-4px) rotate(-45deg);
  }
`;

export const StyledMenuPanel = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding: ${({ theme }) => `${theme.layout.navHeight} ${theme.layout.gutter} ${theme.space(16)}`};
  background: ${({ theme }) => theme.color.ink};

  &[hidden] {
    display: none;
  }

  ${media.wide} {
    display: none;
  }
`;

export const StyledMenuLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;

  a {
    ${linkStyle}
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2.5rem, 10vw, 4rem);
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.muted};
    border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
  }

  a[aria-current='page']::after {
    content: '';
    position: absolute;
    right: 0;
    top: 50%;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent};
    transform: translateY(-50%);
  }
`;
