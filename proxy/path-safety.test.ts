import { describe, expect, it } from 'vitest';
import { hasMalformedEscape, isAmbiguousPath, normalizedTarget } from './path-safety';

describe('request paths', () => {
  it('lets ordinary studio and API paths through, query strings untouched', () => {
    for (const target of [
      '/',
      '/projects/4f1c/folders/9a2b',
      '/assets/index-1a2b3c.js',
      '/api/recordings?folder_id=x&search=a%2Fb//c',
      '/storage/3f2a.wav?token=abc',
      '/tts/en-rt/tts/websocket?token=t',
      '/api/voices/my%20voice',
    ]) {
      expect(isAmbiguousPath(target), target).toBe(false);
    }
  });

  it('refuses every form that a server behind could normalise into another path', () => {
    for (const target of [
      '/api/../agents/launch',
      '/api/./projects',
      '/api/%2e%2e/agents',
      '/api/%2E%2e/agents',
      '/api/%252e%252e/agents',
      '/api/%25252e%25252e/agents',
      '/api/x%2f..%2fy',
      '/api/x%5c..%5cy',
      '/api\\..\\agents',
      '/api//projects',
      '/api/..;/agents',
      '/api/x%00',
      '/api/x\u0001',
      '/api/%E0%A4%A',
      'http://evil.test/api/projects',
      '*',
    ]) {
      expect(isAmbiguousPath(target), target).toBe(true);
    }
  });
});

describe('request targets', () => {
  it('decodes percent-encoded unreserved characters in the path, in either case, and nothing else', () => {
    expect(normalizedTarget('/%61pi/login')).toBe('/api/login');
    expect(normalizedTarget('/%41%70%49/%6d%6F%64els')).toBe('/ApI/models');
    expect(normalizedTarget('/api/recordings/conversion%2Dorder')).toBe('/api/recordings/conversion-order');
    expect(normalizedTarget('/api/%5F%7E%2E%30')).toBe('/api/_~.0');
    expect(normalizedTarget('/api/voices/my%20voice%2Fx%5C')).toBe('/api/voices/my%20voice%2Fx%5C');
    expect(normalizedTarget('/api/x?token=%61%62')).toBe('/api/x?token=%61%62');
    expect(normalizedTarget('/api/%2561')).toBe('/api/%2561');
  });

  it('finds a % that starts no two-digit hex escape, in the path or the query', () => {
    for (const target of ['/api/healtz?x=%', '/api/x?y=%g1', '/api/%zz', '/a%2', '/api?x=%%41'])
      expect(hasMalformedEscape(target), target).toBe(true);
    for (const target of ['/api/healtz', '/api/x?y=%25', '/api/my%20voice?q=caf%C3%A9', '/api?x=%2f%5C'])
      expect(hasMalformedEscape(target), target).toBe(false);
  });
});
