import { paths } from '@/config/paths';
import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { site } from '@/content/site';
import { useLockScroll } from '@/motion/use-lock-scroll';
import { LogoMark } from '@/ui/logo/logo-mark';
import {
  StyledBar,
  StyledBrand,
  StyledBrandName,
  StyledHeader,
  StyledLinks,
  StyledMenuButton,
  StyledMenuPanel,
  StyledMenuLinks,
} from './navbar.styles';
import { useNavbarState } from './use-navbar-state';

interface NavbarProps {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

export function Navbar({ menuOpen, onMenuOpenChange }: NavbarProps) {
  const { hidden, bordered, plain } = useNavbarState();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useLockScroll(menuOpen);

  useEffect(() => {
    if (!menuOpen) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onMenuOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, onMenuOpenChange]);

  const links = site.nav.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.match === 'exact'} onClick={() => onMenuOpenChange(false)}>
        {item.label}
      </NavLink>
    </li>
  ));

  return (
    <StyledHeader $hidden={hidden && !menuOpen} $bordered={bordered} $plain={plain || menuOpen}>
      <StyledBar>
        <StyledBrand as={Link} to={paths.home} aria-label={`${site.name}, home`}>
          <LogoMark size={32} />
          <StyledBrandName>{site.name}</StyledBrandName>
        </StyledBrand>
        <nav aria-label="Main">
          <StyledLinks>{links}</StyledLinks>
          <StyledMenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => onMenuOpenChange(!menuOpen)}
          >
            <span aria-hidden="true" data-open={menuOpen} />
            {/* One name; aria-expanded says whether it is open. */}
            Menu
          </StyledMenuButton>
          <StyledMenuPanel ref={panelRef} id={menuId} hidden={!menuOpen} data-lenis-prevent>
            <StyledMenuLinks>{links}</StyledMenuLinks>
          </StyledMenuPanel>
        </nav>
      </StyledBar>
    </StyledHeader>
  );
}
