(function () {
  'use strict';
  const Fair = window.XCFair;
  const app = document.getElementById('app');
  const code = document.body.getAttribute('data-game');
  const engineId = document.body.getAttribute('data-engine');
  const category = document.body.getAttribute('data-category');
  const storageKey = 'xc-studio:' + code;
  const CHIPS = [1000, 10000, 50000, 100000, 500000];

  let session = null;
  let state = null;
  let selected = null;
  let amount = 10000;
  let busy = false;
  let message = null;
  let lastRound = null;
  let revealed = null;

  const SLOT_THEMES = {
    'ban-ca': {
      seven: 'Cá Rồng',
      bar: 'Cá Mập',
      bell: 'Rùa',
      melon: 'Bạch Tuộc',
      orange: 'Cá Hề',
      cherry: 'Sò',
      blank: '·',
    },
    'no-hu': {
      seven: 'Hũ Vàng',
      bar: 'Thỏi Vàng',
      bell: 'Ngọc',
      melon: 'Đồng Xu',
      orange: 'Lì Xì',
      cherry: 'Đào',
      blank: '·',
    },
    default: {
      seven: '7',
      bar: 'BAR',
      bell: 'Chuông',
      melon: 'Dưa hấu',
      orange: 'Cam',
      cherry: 'Anh đào',
      blank: '·',
    },
  };
  const slotLabels = SLOT_THEMES[category] || SLOT_THEMES.default;

  // Money as the platform writes it (spec §9: en-US grouping; amounts here are whole đồng).
  function vnd(n) {
    return String(Math.floor(Number(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + ' ₫';
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function button(label, className, onClick, disabled) {
    const node = el('button', className, label);
    node.type = 'button';
    node.disabled = Boolean(disabled);
    node.addEventListener('click', onClick);
    return node;
  }

  function api(method, path, payload) {
    const headers = { accept: 'application/json' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (session) headers['x-studio-session'] = session;
    return fetch(path, {
      method: method,
      headers: headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: 'omit',
    }).then(function (response) {
      return response.json().then(
        function (json) {
          if (!response.ok)
            throw { status: response.status, message: json.message || 'Có lỗi xảy ra vui lòng thử lại sau' };
          return json;
        },
        function () {
          throw { status: response.status, message: 'Có lỗi xảy ra vui lòng thử lại sau' };
        },
      );
    });
  }

  function saveSession(token) {
    session = token;
    try {
      if (token) window.sessionStorage.setItem(storageKey, token);
      else window.sessionStorage.removeItem(storageKey);
    } catch {
      /* private mode: the session lives as long as the page */
    }
  }

  function loadState() {
    return api('GET', '/studio/api/state?game=' + encodeURIComponent(code)).then(function (json) {
      state = json.data;
      render();
    });
  }

  function start() {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    try {
      session = window.sessionStorage.getItem(storageKey);
    } catch {
      session = null;
    }
    if (!token) {
      loadState().catch(showFatal);
      return;
    }
    // The launch token is single-use: take it out of the address bar and the history at once.
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(null, '', window.location.pathname + (rest ? '?' + rest : ''));
    api('POST', '/studio/api/session', { game: code, token: token })
      .then(function (json) {
        saveSession(json.session);
        state = json.data;
        render();
      })
      .catch(function (error) {
        message = { kind: 'error', text: error.message };
        loadState().catch(showFatal);
      });
  }

  function showFatal(error) {
    app.textContent = '';
    app.appendChild(el('p', 'studio-error', (error && error.message) || 'Không thể tải trò chơi'));
  }

  // --- rendering -------------------------------------------------------------------------------

  function render() {
    const game = state.game;
    app.textContent = '';
    const header = el('header', 'studio-header');
    const titles = el('div');
    const lobby = engineId === 'sportsbook' || engineId === 'lottery' || engineId === 'cockfight';
    titles.appendChild(el('p', 'studio-partner', lobby ? 'Sảnh demo · ' + game.partnerName : game.partnerName));
    titles.appendChild(el('h1', null, game.title));
    header.appendChild(titles);
    const who = el('div', 'studio-player');
    if (state.player) {
      who.appendChild(el('span', 'studio-name', state.player.displayName));
      who.appendChild(el('strong', 'studio-balance', vnd(state.player.balance)));
    } else {
      who.appendChild(el('span', 'studio-name', 'Chưa đăng nhập'));
    }
    header.appendChild(who);
    app.appendChild(header);
    app.appendChild(el('p', 'studio-rules', game.rules));

    if (message)
      app.appendChild(el('p', message.kind === 'error' ? 'studio-error' : 'studio-note', message.text));

    if (!game.acceptsWagers) {
      app.appendChild(
        el('p', 'studio-note', 'Sảnh demo không nhận cược. Quay lại trang chủ để chọn trò chơi khác.'),
      );
      return;
    }
    if (!state.player) {
      app.appendChild(
        el('p', 'studio-note', 'Vui lòng đăng nhập trên trang chủ rồi mở lại trò chơi để đặt cược.'),
      );
      return;
    }
    app.appendChild(renderBetting(game));
    if (lastRound) app.appendChild(renderRound(lastRound, true));
    app.appendChild(renderFairness());
    app.appendChild(renderHistory());
  }

  function renderBetting(game) {
    const panel = el('section', 'panel bet');
    panel.appendChild(el('h2', null, 'Đặt cược'));
    if (engineId === 'sportsbook') {
      game.markets.forEach(function (market) {
        const row = el('div', 'market');
        row.appendChild(
          el('p', 'market-title', market.title + ' · ' + new Date(market.startsAt).toLocaleString('vi-VN')),
        );
        const options = el('div', 'options');
        market.options.forEach(function (option) {
          options.appendChild(optionButton(option, option.label + ' ' + option.payout.toFixed(2)));
        });
        row.appendChild(options);
        panel.appendChild(row);
      });
    } else if (engineId === 'lottery') {
      const field = el('label', 'lottery-pick', 'Số đề (00–99) ');
      const input = el('input');
      input.type = 'text';
      input.inputMode = 'numeric';
      input.maxLength = 2;
      input.pattern = '[0-9]{2}';
      input.value = selected ? selected.slice(3) : '';
      input.addEventListener('input', function () {
        const digits = input.value.replace(/\D/g, '').slice(0, 2);
        input.value = digits;
        selected = digits.length === 2 ? 'de-' + digits : null;
        syncPlay();
      });
      field.appendChild(input);
      panel.appendChild(field);
    } else {
      const main = el('div', 'options');
      game.options
        .filter(function (option) {
          return option.id.indexOf('so-') !== 0;
        })
        .forEach(function (option) {
          main.appendChild(optionButton(option, option.label + ' ×' + option.payout));
        });
      panel.appendChild(main);
      const numbers = game.options.filter(function (option) {
        return option.id.indexOf('so-') === 0;
      });
      if (numbers.length) {
        const grid = el('div', 'options numbers');
        numbers.forEach(function (option) {
          grid.appendChild(optionButton(option, option.label.replace('Số ', '')));
        });
        panel.appendChild(el('p', 'hint', 'Hoặc chọn một số (×36):'));
        panel.appendChild(grid);
      }
      if (engineId === 'slot') selected = 'spin';
    }

    const chips = el('div', 'chips');
    CHIPS.forEach(function (value) {
      chips.appendChild(
        button(vnd(value), 'chip' + (value === amount ? ' active' : ''), function () {
          amount = value;
          render();
        }),
      );
    });
    const custom = el('input', 'amount');
    custom.type = 'number';
    custom.min = '1000';
    custom.step = '1000';
    custom.value = String(amount);
    custom.setAttribute('aria-label', 'Số tiền cược');
    custom.addEventListener('change', function () {
      amount = Math.floor(Number(custom.value) || 0);
    });
    chips.appendChild(custom);
    panel.appendChild(chips);

    const play = button(
      engineId === 'slot' ? 'Quay' : 'Đặt cược',
      'primary play',
      placeBet,
      busy || !selected,
    );
    play.id = 'play';
    panel.appendChild(play);
    return panel;
  }

  function optionButton(option, label) {
    return button(label, 'option' + (selected === option.id ? ' active' : ''), function () {
      selected = option.id;
      render();
    });
  }

  function syncPlay() {
    const play = document.getElementById('play');
    if (play) play.disabled = busy || !selected;
  }

  function renderOutcome(o) {
    const box = el('div', 'outcome outcome-' + engineId);
    switch (engineId) {
      case 'taixiu':
        o.dice.forEach(function (d) {
          box.appendChild(el('span', 'die', d));
        });
        break;
      case 'xocdia':
        o.coins.forEach(function (c) {
          box.appendChild(el('span', 'coin coin-' + c, c === 'do' ? 'Đỏ' : 'Trắng'));
        });
        break;
      case 'baucua':
        o.faces.forEach(function (f) {
          box.appendChild(el('span', 'die face', Fair.faceLabels[f]));
        });
        break;
      case 'slot':
        o.reels.forEach(function (r) {
          box.appendChild(el('span', 'reel reel-' + r, slotLabels[r]));
        });
        break;
      case 'rongho':
        box.appendChild(el('span', 'card', 'Rồng ' + Fair.cardText(o.dragon)));
        box.appendChild(el('span', 'card', 'Hổ ' + Fair.cardText(o.tiger)));
        break;
      case 'baccarat':
        box.appendChild(
          el('span', 'card', 'Con ' + o.player.map(Fair.cardText).join(' ') + ' = ' + o.playerPoints),
        );
        box.appendChild(
          el('span', 'card', 'Cái ' + o.banker.map(Fair.cardText).join(' ') + ' = ' + o.bankerPoints),
        );
        break;
      case 'roulette':
        box.appendChild(el('span', 'ball ball-' + o.color, o.number));
        break;
      case 'keno':
        o.numbers.forEach(function (n) {
          box.appendChild(el('span', 'ball small', n));
        });
        break;
      case 'lottery':
        box.appendChild(el('span', 'special', o.special));
        if (o.numbers) box.appendChild(el('span', 'numbers', o.numbers.join(' · ')));
        break;
      case 'sportsbook':
        if (o.fixture)
          box.appendChild(
            el(
              'span',
              'fixture',
              o.fixture.home + ' ' + o.score[0] + ' – ' + o.score[1] + ' ' + o.fixture.away,
            ),
          );
        break;
      default:
        break;
    }
    box.appendChild(el('p', 'outcome-text', describe(o)));
    return box;
  }

  function describe(o) {
    if (engineId === 'slot') {
      return o.reels
        .map(function (r) {
          return slotLabels[r];
        })
        .join(' | ');
    }
    return Fair.describe(engineId, o);
  }

  function optionLabel(id) {
    if (engineId === 'sportsbook') {
      const side = id.split(':')[1];
      return Fair.resultLabels[side] || id;
    }
    if (engineId === 'lottery') return 'Đề ' + id.slice(3);
    const found = state.game.options.filter(function (option) {
      return option.id === id;
    })[0];
    return found ? found.label : id;
  }

  function verifyLink(round) {
    const query = new URLSearchParams({
      engine: engineId,
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: String(round.nonce),
      hash: round.serverSeedHash,
    });
    if (engineId === 'lottery' && (category === 'mega645' || category === 'power655'))
      query.set('variant', category);
    if (engineId === 'sportsbook' && round.outcome.odds) {
      query.set('home', String(round.outcome.odds.home));
      query.set('draw', String(round.outcome.odds.draw));
      query.set('away', String(round.outcome.odds.away));
    }
    const link = el('a', 'verify-link', 'Kiểm tra');
    link.href = '/studio/verify?' + query.toString();
    link.target = '_blank';
    link.rel = 'noopener';
    return link;
  }

  function statusText(round) {
    if (round.status === 'pending') return 'Đang xử lý';
    if (round.status === 'cancelled') return 'Đã hủy';
    if (round.status === 'refused') return 'Bị từ chối';
    const net = round.payout + round.jackpotWin - round.amount;
    return net > 0 ? 'Thắng ' + vnd(net) : net < 0 ? 'Thua ' + vnd(-net) : 'Hòa';
  }

  function renderRound(round, highlight) {
    const panel = el('section', 'panel result' + (highlight ? ' latest' : ''));
    panel.appendChild(el('h2', null, 'Kết quả ván #' + round.nonce));
    panel.appendChild(renderOutcome(round.outcome));
    panel.appendChild(
      el(
        'p',
        'round-status',
        optionLabel(round.option) + ' · ' + vnd(round.amount) + ' → ' + statusText(round),
      ),
    );
    if (round.jackpotWin > 0)
      panel.appendChild(el('p', 'jackpot-win', 'Trúng hũ! +' + vnd(round.jackpotWin)));
    return panel;
  }

  function renderFairness() {
    const panel = el('section', 'panel fairness');
    panel.appendChild(el('h2', null, 'Công bằng có thể kiểm chứng'));
    const f = state.fairness;
    panel.appendChild(el('p', 'mono', 'Mã băm seed máy chủ (SHA-256): ' + f.serverSeedHash));
    panel.appendChild(el('p', null, 'Nonce ván tới: ' + f.nonce));
    const label = el('label', null, 'Client seed ');
    const input = el('input', 'mono');
    input.value = f.clientSeed;
    input.maxLength = 64;
    label.appendChild(input);
    panel.appendChild(label);
    panel.appendChild(
      button('Đổi seed', 'secondary', function () {
        if (busy) return;
        busy = true;
        api('POST', '/studio/api/seed', { clientSeed: input.value.trim() })
          .then(function (json) {
            revealed = json.data.revealed;
            message = {
              kind: 'note',
              text: 'Đã đổi seed. Seed máy chủ cũ đã được công bố: các ván trước có thể kiểm tra.',
            };
            return loadState();
          })
          .catch(function (error) {
            message = { kind: 'error', text: error.message };
            render();
          })
          .then(function () {
            busy = false;
            syncPlay();
          });
      }),
    );
    if (revealed) {
      panel.appendChild(el('p', 'mono', 'Seed máy chủ vừa công bố: ' + revealed.serverSeed));
    }
    const verifier = el('a', 'verify-link', 'Trang kiểm tra kết quả');
    verifier.href = '/studio/verify';
    verifier.target = '_blank';
    verifier.rel = 'noopener';
    panel.appendChild(verifier);
    return panel;
  }

  function renderHistory() {
    const panel = el('section', 'panel history');
    panel.appendChild(el('h2', null, 'Lịch sử ván chơi'));
    if (!state.rounds.length) {
      panel.appendChild(el('p', 'hint', 'Chưa có ván nào.'));
      return panel;
    }
    const table = el('table');
    const head = el('tr');
    ['Ván', 'Cược', 'Kết quả', 'Thắng/Thua', ''].forEach(function (text) {
      head.appendChild(el('th', null, text));
    });
    table.appendChild(head);
    state.rounds.forEach(function (round) {
      const row = el('tr');
      row.appendChild(el('td', null, '#' + round.nonce));
      row.appendChild(el('td', null, optionLabel(round.option) + ' · ' + vnd(round.amount)));
      row.appendChild(el('td', null, round.status === 'refused' ? '—' : describe(round.outcome)));
      row.appendChild(el('td', null, statusText(round)));
      const cell = el('td');
      if (round.serverSeed) cell.appendChild(verifyLink(round));
      else cell.appendChild(el('span', 'hint', 'Đổi seed để kiểm tra'));
      row.appendChild(cell);
      table.appendChild(row);
    });
    panel.appendChild(table);
    return panel;
  }

  function placeBet() {
    if (busy || !selected) return;
    busy = true;
    message = null;
    syncPlay();
    api('POST', '/studio/api/rounds', { option: selected, amount: amount })
      .then(function (json) {
        lastRound = json.data;
        if (lastRound.balance !== null) state.player.balance = lastRound.balance;
        state.rounds.unshift(lastRound);
        state.rounds = state.rounds.slice(0, 20);
        state.fairness.nonce = lastRound.nonce + 1;
      })
      .catch(function (error) {
        message = { kind: 'error', text: error.message };
        if (error.status === 401) {
          saveSession(null);
          state.player = null;
        }
      })
      .then(function () {
        busy = false;
        render();
      });
  }

  start();
})();
