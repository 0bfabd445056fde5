/** GSAP's named eases as the studio lists them: linear, then each family's in, out and in-out. */
export const offeredGsapEases: readonly string[] = [
  'none',
  ...[
    'power1',
    'power2',
    'power3',
    'power4',
    'sine',
    'expo',
    'circ',
    'back',
    'elastic',
    'bounce',
  ].flatMap((name) => [`${name}.in`, `${name}.out`, `${name}.inOut`]),
];
