import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from '@/lib/http/api-error';
import { calibrationFormErrors } from './calibration-form-errors';

describe('calibration-form-errors', () => {
  it("puts a 422's field messages under their fields", () => {
    const error = errorFromBody(422, {
      detail: [{ loc: ['body', 'name'], msg: 'String should match pattern', type: 'string_pattern_mismatch' }],
    });
    expect(calibrationFormErrors(error)).toEqual({ name: 'String should match pattern', sample: undefined });
  });

  it('puts a taken name under the name field and a bad file under the file', () => {
    expect(calibrationFormErrors(new ApiError(400, 'A calibration named "Me" already exists'))).toEqual({
      name: 'A calibration named "Me" already exists',
    });
    expect(calibrationFormErrors(new ApiError(400, 'The sample is not a supported audio file'))).toEqual({
      sample: 'The sample is not a supported audio file',
    });
    expect(calibrationFormErrors(new ApiError(413, 'Too large'))).toEqual({ sample: 'Too large' });
  });

  it('says anything else above the form', () => {
    expect(calibrationFormErrors(new ApiError(500, 'Boom'))).toEqual({ form: 'Boom' });
    expect(calibrationFormErrors(new Error('x'))).toEqual({ form: 'Something went wrong; try again' });
    expect(calibrationFormErrors(null)).toEqual({});
  });
});
