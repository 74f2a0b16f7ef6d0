import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConversionRequest, OrderRequest, type OrderConversion } from '../../contract/gateway/conversions';
import { conversionPrice } from '../../contract/gateway/pricing';
import { RecordingIdParams } from '../../contract/gateway/recordings';
import { requireAffordable, resolveVoiceChoice } from '../conversions/conversion-ordering';
import type { JobRunner } from '../jobs/job-runner';
import { enabledCalibration, findCalibrationSummary } from '../store/calibration-repository';
import type { Db } from '../store/database';
import { placeConversionOrders, rerunConversion } from '../store/conversion-orders';
import { latestOrderOf, toOrder } from '../store/order-repository';
import { recordingJson, type RecordingRow } from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { legacyModelVoice } from '../catalogue/legacy-models';
import { HttpError } from '../../server-common/http-error';
import { ownedRecording } from './ownership';

/**
 * Conversion orders: v2 voice orders, retry, and the legacy model-based order and redo. Each conversion is a
 * `converted` recording in `processing` plus an order row plus a queued job, written in one transaction
 * (store/conversion-orders.ts). An original still processing is accepted too (the official Python client orders
 * a fresh TTS original at once): its conversions wait without a job until the original's job releases them
 * (store/original-outcome.ts), and are priced when they run, once the original's duration is known.
 */
export function orderRoutes(app: FastifyInstance, db: Db, runner: JobRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The speaker's f0 for speech conversions. The gateway document: use_calibration true uses calibration_id,
   * false uses the account's enabled calibration. The document gives no way to ask for none; the sandbox reads
   * use_calibration true without a calibration_id as "no calibration: measure the pitch from the recording".
   */
  const calibrationFor = (userId: string, calibrationId: string | undefined, useCalibration: boolean) => {
    if (useCalibration && !calibrationId) return null;
    const row = useCalibration ? findCalibrationSummary(db, calibrationId!) : enabledCalibration(db, userId);
    if (useCalibration) {
      if (!row) throw new HttpError(404, 'Calibration not found');
      if (row.user_id !== userId) throw new HttpError(403, 'You do not have access to this calibration');
      if (row.state !== 'calibrated') throw new HttpError(400, `The calibration is ${row.state}, not calibrated`);
    }
    return row ?? null;
  };

  const placeOrder = (
    userId: string,
    original: RecordingRow,
    conversions: OrderConversion[],
    calibrationId: string | undefined,
    useCalibration: boolean,
  ) => {
    if (original.type !== 'original') throw new HttpError(400, 'original_id must name an original recording');
    if (original.state === 'error')
      throw new HttpError(400, `The original failed, so it cannot be converted: ${original.error ?? 'unknown error'}`);
    const ready = original.state === 'done';
    const calibration = original.tts ? null : calibrationFor(userId, calibrationId, useCalibration);
    // Credits are spent as conversions finish (pricing.ts): an order reserves them against what is promised.
    if (ready) requireAffordable(db, userId, conversionPrice(original.duration, conversions.length), 'order');
    const resolved = conversions.map((conversion, index) => ({
      conversion,
      ...resolveVoiceChoice(conversion, Boolean(original.tts), `conversions[${index}]`),
    }));
    const orders = placeConversionOrders(
      db,
      original,
      calibration?.id ?? null,
      resolved.map(({ conversion, voice, accent, style }) => ({
        label: conversion.label ?? `${voice.name}${accent ? ` (${accent.info.short_name})` : ''}`,
        tts: original.tts,
        text: original.text,
        voice_id: voice.id,
        voice_name: voice.name,
        accent_id: accent?.id ?? null,
        accent_name: accent?.info.name ?? null,
        narration_style_id: style?.id ?? null,
        narration_style_name: style?.info.name ?? null,
        semitones_correction: original.tts ? null : (conversion.semitones_correction ?? 0),
        calibration_id: calibration?.id ?? null,
        calibration_name: calibration?.name ?? null,
        calibration_value: calibration?.f0 ?? null,
        use_calibration: useCalibration ? 1 : 0,
        params: JSON.stringify({
          voice_id: voice.id,
          accent_id: accent?.id ?? null,
          narration_style_id: style?.id ?? null,
        }),
      })),
    );
    runner.nudge();
    return orders;
  };

  /** Redo and retry run a conversion again from scratch: back to processing, a new job. */
  const rerun = (userId: string, recordingId: string) => {
    const row = ownedRecording(db, userId, recordingId);
    if (row.type !== 'converted') throw new HttpError(400, 'Only a conversion can be redone');
    if (row.state === 'processing') throw new HttpError(400, 'The conversion is already running');
    rerunConversion(db, row.id);
    runner.nudge();
    return row.id;
  };

  api.post('/api/v2/orders', { schema: { body: OrderRequest } }, async (request) => {
    const { userId } = callerOf(request);
    const original = ownedRecording(db, userId, request.body.original_id);
    return placeOrder(
      userId,
      original,
      request.body.conversions,
      request.body.calibration_id,
      request.body.use_calibration,
    ).map(({ order }) => toOrder(order));
  });

  api.post('/api/v2/orders/retry/:recording_id', { schema: { params: RecordingIdParams } }, async (request) => {
    const id = rerun(callerOf(request).userId, request.params.recording_id);
    return toOrder(latestOrderOf(db, id)!);
  });

  api.post(
    '/api/recordings/conversion-order',
    { schema: { body: ConversionRequest }, config: { rateLimit: 'slow' } },
    async (request) => {
      const { userId } = callerOf(request);
      const original = ownedRecording(db, userId, request.body.original_id);
      const conversions = request.body.models.map((model) => {
        const voice = legacyModelVoice(model.id);
        if (!voice) throw new HttpError(404, `Model ${model.id} not found`);
        return { voice_id: voice.id, ...(original.tts ? { narration_style_id: voice.narration_styles[0]?.id } : {}) };
      });
      const calibrationId = request.body.calibration_id;
      return placeOrder(userId, original, conversions, calibrationId, Boolean(calibrationId)).map(({ row }) =>
        recordingJson(db, row),
      );
    },
  );

  api.post(
    '/api/recordings/conversion-redo/:recording_id',
    { schema: { params: RecordingIdParams }, config: { rateLimit: 'slow' } },
    async (request) => {
      const id = rerun(callerOf(request).userId, request.params.recording_id);
      return recordingJson(db, ownedRecording(db, callerOf(request).userId, id));
    },
  );
}
