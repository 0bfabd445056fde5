/**
 * The texts of the contact flow that every page carries (spec §3, §5, §8): the modal's frame, the
 * success banner and the fallback when the form cannot load. The form's own texts are in
 * `contact-form.ts`, which ships with the lazily loaded form.
 */
export const contactCopy = {
  titles: { home: 'Get In Touch', services: 'PROJECT REQUEST' },
  close: 'Close',
  loading: 'Loading the form…',
  /** The form's fields; their labels also name what a fallback e-mail carries. */
  fields: {
    name: { label: 'Name', placeholder: 'Enter Name' },
    email: { label: 'Email', placeholder: 'Enter email' },
    description: { label: 'Project description', placeholder: 'Enter project description' },
  },
  unavailable: {
    lead: 'The form could not be loaded. You can also write to us directly:',
    offline: 'You are offline: the form will load again as soon as your connection is back.',
    reload: 'Reload the page',
    reloadHint: 'What you typed is kept and comes back when you open the form again.',
    /** The e-mail a visitor's own mail program opens with (what they typed, if anything). */
    mailSubject: 'Project request',
  },
  /** Spec §5: the failure message, shown by the form and by the fallback. */
  failed: 'Failed to send your request. Please try again later.',
  success: {
    home: 'Request sent successfully You will get your response soon.',
    servicesTitle: 'Success!',
    services: 'Request sent successfully. You will get your response soon.',
    dismiss: 'Dismiss',
  },
} as const;
