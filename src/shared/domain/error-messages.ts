/**
 * The messages a teacher sees, verbatim as listed in requirements "Error catalogue". One place, so
 * server and client say the same words. Keys are stable; change a text here and in the requirements
 * together.
 */
import { GLOBAL_ERROR_MESSAGE } from "./global-error-message";

export const messages = {
  signup: {
    emailExists: "An account with this email already exists. Please try logging in instead.",
    passwordTooShort: "Password must be at least 6 characters long.",
    invalidEmail: "Please enter a valid email address.",
    tooManyAttempts: "Too many signup attempts. Please wait a moment before trying again.",
    failed: "Failed to create account. Please try again.",
    blacklisted:
      "This email address cannot be used to create a new account. Please contact IEP Workspace support to use it again.",
  },
  login: {
    failed: "Login failed. Please try again.",
    /** Ours: a suspended account gets no session and loses the one it had (requirements "Admin area"). */
    suspended: "This account is suspended. Contact IEP Workspace support to have it reactivated.",
  },
  emailChange: {
    /** Ours: a deleted account's address is not given to another account (requirements "Account deletion"). */
    blacklisted:
      "This email address belonged to a deleted account and cannot be used. Please choose another address.",
  },
  profile: {
    conflict: "This information is already in use. Please try different values.",
    forbidden: "You do not have permission to update this profile.",
    network: "Network error. Please check your connection and try again.",
    failed: "Failed to update profile. Please try again.",
  },
  account: {
    forbidden: "You do not have permission to delete this account.",
    network: "Network error. Please check your connection and try again.",
    dependencies: "Cannot delete account due to existing data dependencies.",
    failed: "Failed to delete account. Please try again.",
  },
  students: {
    loadFailed: "Failed to load students. Please try again.",
    addFailed: "Failed to add student. Please try again.",
    updateFailed: "Failed to update student. Please try again.",
    deleteFailed: "Failed to delete student. Please try again.",
    notFound: "Student not found",
    mustLogInToAdd: "You must be logged in to add students",
    mustLogInToUpdate: "You must be logged in to update students",
    mustLogInToDelete: "You must be logged in to delete students",
  },
  notes: {
    loadFailed: "Failed to load notes. Please try again.",
    generateFailed: "Failed to generate note. Please try again.",
    updateFailed: "Failed to update note. Please try again.",
    deleteFailed: "Failed to delete note. Please try again.",
    mustLogInToGenerate: "You must be logged in to generate notes",
    mustLogInToUpdate: "You must be logged in to update notes",
    mustLogInToDelete: "You must be logged in to delete notes",
    notAuthenticated: "User not authenticated.",
    /** Ours: the rule is the owner scoping of requirements "Note save and read rules". */
    notFound: "Note not found",
  },
  /** The global error screen (requirements "Navigation behaviour"). */
  globalError: GLOBAL_ERROR_MESSAGE,
} as const;
