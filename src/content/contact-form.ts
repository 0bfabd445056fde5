/**
 * The project-request form's own texts (spec §4, §5): its fields, its validation and its notices.
 * They ship with the lazily loaded form; the texts every page needs are in `contact.ts`.
 */

/** "1 second", "7 seconds". */
const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;
const grouped = (count: number) => count.toLocaleString('en-US');

export const contactFormCopy = {
  submit: 'Submit',
  /** By Submit: where the message goes, and what the site keeps of it. */
  privacy: "Sent by EmailJS to our inbox; nothing you write is kept on this site once it's sent.",
  sending: 'Sending your request…',
  honeypotLabel: 'Leave this field empty',
  errors: {
    empty: 'Please fill out all fields.',
    email: 'Please enter a valid email address.',
    tooLongName: 'Your name and e-mail address are too long to send: please shorten them.',
    tooLong: (max: number, length: number) =>
      `Please shorten the project description to at most ${grouped(max)} characters (it has ${grouped(length)}), so that it can be sent.`,
    rateLimited: (wait: number) =>
      `You just sent a request. Please wait ${seconds(wait)} before sending another.`,
    offline:
      'You are offline, so nothing was sent. Your request is kept here and can be sent as soon as your connection is back.',
  },
  /** The CAPTCHA, in builds with VITE_EMAILJS_RECAPTCHA_SITE_KEY (EmailJS's reCAPTCHA v2 check). */
  captcha: {
    loading: 'Loading the spam check…',
    unavailable:
      'The spam check could not be loaded, so this form cannot send for now. Try again, or write to us at',
    retry: 'Try again',
    needed: 'Please tick "I\'m not a robot" before sending.',
  },
  notices: {
    slow: 'The connection is slow: your request is still being sent. Please keep this window open.',
    backOnline: 'You are back online. You can send your request now.',
    stillOpen:
      'Your previous attempt is still waiting for an answer. So that your request is not sent twice, you can send it again once that attempt ends; we will tell you here.',
    released: 'You can send your request again now.',
  },
} as const;
