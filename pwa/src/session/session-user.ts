/** The signed-in user as the app keeps it in its session (session/auth-storage.ts). */
export type Sex = 'male' | 'female' | 'other' | 'prefer-not-to-say';

/** The user as the me call describes it (spec 000 §3); optional fields may be absent or null. */
export interface AccountUser {
  _id?: string;
  id?: string;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  age?: number | null;
  sex?: Sex | null;
  address?: string | null;
  phoneNumber?: string | null;
  country?: string | null;
  city?: string | null;
  profilePhotoKey?: string | null;
  createdAt?: string;
  isVerified?: boolean;
  authProvider?: 'local' | 'google';
  role?: 'learner' | 'admin';
  purchasedCourses?: string[];
}
