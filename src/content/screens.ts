/** Headings and page titles of each screen (spec §2). */
export const screens = {
  home: { title: 'Home', heading: 'Empowering Businesses to Fly High on the Web.' },
  portfolio: { title: 'Portfolio', heading: 'Happy Customers :' },
  services: { title: 'Services', heading: 'What We Offer :' },
  about: { title: 'About', heading: 'Where every spark of imagination ignites innovation.' },
  notFound: {
    title: 'Page not found',
    code: '404',
    heading: '404 Not Found',
    message: 'The page you were looking for has flown off. Check the address, or head back home.',
    action: 'Back to home',
  },
  error: {
    title: 'Something went wrong',
    code: '500',
    heading: '500 Error',
    message: 'Something went wrong on our side while opening this page. Please try again.',
    action: 'Back to home',
    retry: 'Try again',
  },
  earlyAccess: { title: 'Early access' },
} as const;
