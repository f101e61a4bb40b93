(function () {
  'use strict';
  const Fair = window.XCFair;
  const form = document.getElementById('verify-form');
  const engine = document.getElementById('engine');
  const output = document.getElementById('verify-result');
  const params = new URLSearchParams(window.location.search);

  Object.keys(Fair.names).forEach(function (id) {
    const option = document.createElement('option');
    option.value = id;
    option.textContent = Fair.names[id];
    engine.appendChild(option);
  });
  ['engine', 'variant', 'serverSeed', 'clientSeed', 'nonce', 'home', 'draw', 'away', 'hash'].forEach(
    function (name) {
      const value = params.get(name);
      const field = document.getElementById(name);
      if (value !== null && field) field.value = value;
    },
  );

  function toggle() {
    document.querySelectorAll('.only-lottery').forEach(function (node) {
      node.hidden = engine.value !== 'lottery';
    });
    document.querySelectorAll('.only-sportsbook').forEach(function (node) {
      node.hidden = engine.value !== 'sportsbook';
    });
  }

  function line(label, value, className) {
    const row = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = label + ': ';
    row.appendChild(strong);
    const span = document.createElement('span');
    span.textContent = value;
    if (className) span.className = className;
    row.appendChild(span);
    return row;
  }

  function verify(event) {
    if (event) event.preventDefault();
    const serverSeed = document.getElementById('serverSeed').value.trim();
    const clientSeed = document.getElementById('clientSeed').value.trim();
    const nonce = Number(document.getElementById('nonce').value);
    if (!serverSeed || !clientSeed || !Number.isInteger(nonce) || nonce < 0) return;
    const context = { variant: document.getElementById('variant').value || undefined };
    if (engine.value === 'sportsbook') {
      context.odds = {
        home: Number(document.getElementById('home').value) || 2,
        draw: Number(document.getElementById('draw').value) || 3,
        away: Number(document.getElementById('away').value) || 4,
      };
    }
    const game = Fair.games[engine.value];
    const floats = Fair.floats(serverSeed, clientSeed, nonce, game.floats);
    const outcome = game.outcome(floats, context);
    const hash = Fair.sha256Hex(serverSeed);
    const published = document.getElementById('hash').value.trim().toLowerCase();

    output.textContent = '';
    const title = document.createElement('h2');
    title.textContent = 'Kết quả tính lại';
    output.appendChild(title);
    output.appendChild(line('SHA-256 của seed máy chủ', hash, 'mono'));
    if (published) {
      output.appendChild(
        line(
          'So với mã băm đã công bố',
          published === hash ? 'Khớp ✔' : 'Không khớp ✘',
          published === hash ? 'ok' : 'bad',
        ),
      );
    }
    output.appendChild(
      line('HMAC khối 0', Fair.hmacSha256Hex(serverSeed, clientSeed + ':' + nonce + ':0'), 'mono'),
    );
    output.appendChild(
      line(
        'Số ngẫu nhiên',
        floats
          .map(function (f) {
            return f.toFixed(6);
          })
          .join(', '),
        'mono',
      ),
    );
    output.appendChild(line(Fair.names[engine.value], Fair.describe(engine.value, outcome), 'result'));
    const raw = document.createElement('pre');
    raw.textContent = JSON.stringify(outcome);
    output.appendChild(raw);
    output.hidden = false;
  }

  engine.addEventListener('change', toggle);
  form.addEventListener('submit', verify);
  toggle();
  if (params.get('serverSeed')) verify();
})();
