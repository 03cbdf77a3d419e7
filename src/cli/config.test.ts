import { describe, expect, it } from 'vitest';
import { resolveModelDir } from './config.ts';
import { ExitCode } from './io.ts';

describe('resolveModelDir (--model, GROUND_MODEL)', () => {
  it('takes the flag over the environment, relative to the working folder; empty means unset', () => {
    expect(resolveModelDir('ground check', { model: 'models/nli' }, { GROUND_MODEL: '/elsewhere' }, '/work')).toBe('/work/models/nli');
    expect(resolveModelDir('ground serve', {}, { GROUND_MODEL: '/srv/nli' }, '/work')).toBe('/srv/nli');
    expect(resolveModelDir('ground serve', {}, { GROUND_MODEL: '' }, '/work')).toBeNull();
    expect(resolveModelDir('ground check', {}, {}, '/work')).toBeNull();
  });

  it('refuses --model where the checks run elsewhere, naming where it belongs', () => {
    const remote = () => resolveModelDir('ground check', { model: 'm', server: 'http://h:8080' }, {}, '/w');
    expect(remote).toThrow(ExitCode);
    expect(remote).toThrow('ground check: --model checks on this machine; --server checks elsewhere: give --model to the server (ground serve --model DIR)');
    expect(() => resolveModelDir('ground check', { model: 'm' }, { GROUND_SERVER: 'http://h' }, '/w')).toThrow(/--server checks elsewhere/);
    expect(() => resolveModelDir('ground connect', { model: 'm' }, { GROUND_QUEUE_URL: 'redis://q' }, '/w')).toThrow(/--queue checks elsewhere: give --model to the ground worker processes/);
  });

  it('leaves GROUND_MODEL unused where the checks run elsewhere, and GROUND_SERVER does not concern serve', () => {
    expect(resolveModelDir('ground check', { server: 'http://h' }, { GROUND_MODEL: '/m' }, '/w')).toBeNull();
    expect(resolveModelDir('ground connect', { queue: 'redis://q' }, { GROUND_MODEL: '/m' }, '/w')).toBeNull();
    expect(resolveModelDir('ground serve', { model: 'm' }, { GROUND_SERVER: 'http://h' }, '/w')).toBe('/w/m');
    expect(resolveModelDir('ground worker', { model: 'm', queue: 'redis://q' }, {}, '/w')).toBe('/w/m');
  });
});
