/** Where an action a session end left unsent is kept until the next sign-in opens it. */
export const INTERRUPTED_KEY = 'rwat:interrupted';

/** Whether one is kept: all the shell's start needs to know (the rest loads when there is). */
export function hasInterruptedAction(): boolean {
  try {
    return sessionStorage.getItem(INTERRUPTED_KEY) !== null;
  } catch {
    return false;
  }
}
