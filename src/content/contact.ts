/** Every text of the contact / project-request flow (spec §3, §4, §5, §8). */

/** "1 second", "7 seconds". */
const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;
const grouped = (count: number) => count.toLocaleString('en-US');

export const contactCopy = {
  titles: { home: 'Get In Touch', services: 'PROJECT REQUEST' },
  close: 'Close',
  submit: 'Submit',
  sending: 'Sending your request…',
  loading: 'Loading the form…',
  fields: {
    name: { label: 'Name', placeholder: 'Enter Name' },
    email: { label: 'Email', placeholder: 'Enter email' },
    description: { label: 'Project description', placeholder: 'Enter project description' },
  },
  honeypotLabel: 'Leave this field empty',
  unavailable: {
    lead: 'The form could not be loaded. You can also write to us directly:',
    offline: 'You are offline: the form will load again as soon as your connection is back.',
    reload: 'Reload the page',
    reloadHint: 'What you typed is kept and comes back when you open the form again.',
    /** The e-mail a visitor's own mail program opens with (what they typed, if anything). */
    mailSubject: 'Project request',
  },
  packageLine: 'Package',
  errors: {
    empty: 'Please fill out all fields.',
    email: 'Please enter a valid email address.',
    failed: 'Failed to send your request. Please try again later.',
    tooLongName: 'Your name and e-mail address are too long to send: please shorten them.',
    tooLong: (max: number, length: number) =>
      `Please shorten the project description to at most ${grouped(max)} characters (it has ${grouped(length)}), so that it can be sent.`,
    rateLimited: (wait: number) =>
      `You just sent a request. Please wait ${seconds(wait)} before sending another.`,
    offline:
      'You are offline, so nothing was sent. Your request is kept here and can be sent as soon as your connection is back.',
  },
  notices: {
    slow: 'The connection is slow: your request is still being sent. Please keep this window open.',
    backOnline: 'You are back online. You can send your request now.',
    stillOpen:
      'Your previous attempt is still waiting for an answer. So that your request is not sent twice, you can send it again once that attempt ends; we will tell you here.',
    released: 'You can send your request again now.',
  },
  success: {
    home: 'Request sent successfully You will get your response soon.',
    servicesTitle: 'Success!',
    services: 'Request sent successfully. You will get your response soon.',
    dismiss: 'Dismiss',
  },
} as const;
