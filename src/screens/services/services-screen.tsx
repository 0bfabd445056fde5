import styled from 'styled-components';
import { formatAmount, packages } from '@/content/packages';
import { screens } from '@/content/screens';
import { ContactCta, ContactHost } from '@/features/contact';
import { media } from '@/styles/theme';
import { ScreenIntro } from '@/ui/screen-intro/screen-intro';
import { MoreDetails } from './sections/more-details/more-details';
import { pageTitle } from '@/content/site';

export function ServicesScreen() {
  return (
    <>
      <ScreenIntro
        title={pageTitle(screens.services.title)}
        eyebrow="Services"
        heading={screens.services.heading}
        action={<MoreDetails />}
      />
      <StyledPackages aria-label="Packages">
        {packages.map((pkg) => (
          <StyledPackage key={pkg.id} aria-labelledby={`package-${pkg.id}`}>
            <h2 id={`package-${pkg.id}`}>{pkg.title}</h2>
            <StyledPrice>{formatAmount(pkg.amount)}</StyledPrice>
            <StyledDuration>{pkg.duration}</StyledDuration>
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <ContactCta
              aria-describedby={`package-${pkg.id}`}
              request={{
                amount: String(pkg.amount),
                packageId: pkg.id,
                context: `${pkg.title} · ${formatAmount(pkg.amount)} · ${pkg.duration}`,
              }}
            >
              Get Started
            </ContactCta>
          </StyledPackage>
        ))}
      </StyledPackages>
      <ContactHost variant="services" />
    </>
  );
}

const StyledPackages = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space(24)};

  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A column whose button sits at the bottom, so the three buttons line up whatever the features' length. */
const StyledPackage = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.h3};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding-left: 1.2em;
    color: ${({ theme }) => theme.color.muted};
  }

  button {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const StyledPrice = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.h2};
  font-weight: 700;
  line-height: 1;
`;

const StyledDuration = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-weight: 600;
`;
