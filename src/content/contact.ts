/** Every text of the contact / project-request flow (spec §3, §4, §5, §8). */
export const contactCopy = {
  titles: { home: 'Get In Touch', services: 'PROJECT REQUEST' },
  close: 'Close',
  submit: 'Submit',
  sending: 'Sending your request…',
  fields: {
    name: { label: 'Name', placeholder: 'Enter Name' },
    email: { label: 'Email', placeholder: 'Enter email' },
    description: { label: 'Project description', placeholder: 'Enter project description' },
  },
  honeypotLabel: 'Leave this field empty',
  unavailable: 'The form could not be loaded. You can also write to us directly:',
  packageLine: 'Package',
  errors: {
    empty: 'Please fill out all fields.',
    email: 'Please enter a valid email address.',
    tooLong: 'Please keep the project description under 10,000 characters.',
    failed: 'Failed to send your request. Please try again later.',
    rateLimited: 'You just sent a request. Please wait a few seconds before sending another.',
  },
  success: {
    home: 'Request sent successfully You will get your response soon.',
    servicesTitle: 'Success!',
    services: 'Request sent successfully. You will get your response soon.',
    dismiss: 'Dismiss',
  },
} as const;

/** The spec sets no length limit; a description past this is refused with a clear message. */
export const DESCRIPTION_MAX_LENGTH = 10_000;
