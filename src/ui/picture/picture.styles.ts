import { css } from 'styled-components';

/** The frame the site's images sit in: a hairline border, rounded corners, the surface behind. */
export const pictureFrame = css`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
`;

/** A `<Picture>` filling its box, cropped to it. */
export const pictureCover = css`
  picture,
  img {
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
  }
`;
