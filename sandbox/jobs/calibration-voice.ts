/**
 * The least voiced speech a calibration is measured from. The gateway accepts any sample and measures it in the
 * background, so the sandbox does too, and a sample with less voice than this fails there with the reason (the
 * studio asks for 10 s of recording before it uploads; natural speech is voiced about half of the time). Three
 * seconds is some 190 analysis frames: the mean of fewer follows one phrase's intonation, not the voice.
 */
export const CALIBRATION_MIN_VOICED_SECONDS = 3;

export const tooLittleVoice = (seconds: number) =>
  seconds === 0
    ? 'No voiced speech was found in the sample; record a few sentences in your normal voice'
    : `Only ${seconds.toFixed(1)} s of voiced speech was found in the sample; a calibration needs at least ${CALIBRATION_MIN_VOICED_SECONDS} s: record a few sentences in your normal voice`;
