import { ApiError } from '@/lib/http/api-error';

export type CalibrationFormErrors = { name?: string; sample?: string; form?: string };

/**
 * Where the server's refusal of a new calibration belongs: a 422 names its fields (`name`, `data`); the gateway's
 * 400s are sentences, and one about the name ("A calibration named … already exists") goes under the name field.
 * Anything else is said above the form.
 */
export function calibrationFormErrors(error: unknown): CalibrationFormErrors {
  if (!error) return {};
  if (!(error instanceof ApiError)) return { form: 'Something went wrong; try again' };
  const { name, data } = error.fieldErrors;
  if (name || data) return { name, sample: data };
  if (error.status === 400 && /\bnamed?\b/i.test(error.message)) return { name: error.message };
  if (error.status === 400 || error.status === 413) return { sample: error.message };
  return { form: error.message };
}
