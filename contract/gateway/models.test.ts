import { describe, expect, it } from 'vitest';
import { Model, ModelList, ModelListQuery, ModelParam, ModelSort } from './models';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const param = {
  id: uuid,
  alias: 'pitch',
  locked: null,
  type: 'float',
  widget: { type: 'slider', min: -1, max: 1, step: 0.1 },
  default: 0,
  worker_id: uuid,
};
const model = {
  id: uuid,
  name: 'Aaron',
  owner: uuid,
  visibility: 'public',
  m2o: true,
  default_model: false,
  date_created: '2022-04-08T06:51:58.351Z',
  pipeline: [uuid],
  params: [param],
  user_can_use_model: true,
};

describe('models', () => {
  it('reads a model with slider and dropdown params', () => {
    expect(Model.safeParse(model).success).toBe(true);
    expect(
      ModelParam.safeParse({ ...param, widget: { type: 'dropdown', options: ['a', 'b'] }, default: 'a' }).success,
    ).toBe(true);
    expect(ModelParam.safeParse({ ...param, widget: { type: 'knob' } }).success).toBe(false);
    expect(ModelParam.safeParse({ ...param, widget: { type: 'dropdown' } }).success).toBe(false);
    expect(ModelList.safeParse({ list: [model], pagination: { count: 1, limit: 0, offset: 0 } }).success).toBe(true);
  });

  it('defaults params to [] and refuses an unknown visibility', () => {
    const { params: _params, ...noParams } = model;
    expect(Model.parse(noParams).params).toEqual([]);
    expect(Model.safeParse({ ...model, visibility: 'paid' }).success).toBe(false);
    const { user_can_use_model: _can, ...old } = model;
    expect(Model.safeParse(old).success).toBe(false);
  });

  it('pages with limit 0..100 default 0, sort name|owner|date_created default date_created', () => {
    expect(ModelSort.options).toEqual(['name', 'owner', 'date_created']);
    expect(ModelListQuery.parse({})).toEqual({ limit: 0, offset: 0, sort: 'date_created', direction: 'desc' });
    expect(ModelListQuery.safeParse({ limit: '100', search: 'Aa', sort: 'owner', direction: 'asc' }).success).toBe(
      true,
    );
    expect(ModelListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ModelListQuery.safeParse({ limit: '-1' }).success).toBe(false);
    expect(ModelListQuery.safeParse({ sort: 'rating' }).success).toBe(false);
  });
});
