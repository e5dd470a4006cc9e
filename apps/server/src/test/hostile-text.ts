/** Payloads that try to run script or leave the page through every door markdown offers. */
export const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle/></svg>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '![x](javascript:alert(1))',
  '<form action="https://evil.example"><input name=a></form>',
];
