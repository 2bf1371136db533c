/** The modal's animation durations in ms (SPEC §9). */
export const motion = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  shake: 500,
} as const
