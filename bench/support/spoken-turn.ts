/**
 * A statement whose ending the turn rule judges the same in every frame phase: offline, through the agent's turn
 * detector, its pitch falls 5.5–6.5 semitones at the end whatever the alignment of the audio to the detector's
 * 10 ms steps (16 of 16 shifts end on the falling ending). The sentence used before ("Could you read me the first
 * conversion please", no full stop) fell −0.1–3.1 semitones depending on a 2 ms shift, around the rule's 1.5: each
 * turn, for either client, was a coin flip between the falling ending and the silence bound (±60 ms), which
 * drowned the difference between the clients that realtime-latency is for. microphone-processing speaks it too,
 * so its figures explain that bench's.
 */
export const SPOKEN_TURN = 'Please read me the first conversion.';
