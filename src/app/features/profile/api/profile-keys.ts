/** Query keys of the profile screen. */
export const profileKeys = {
  user: (id: string) => ['users', id] as const,
};
