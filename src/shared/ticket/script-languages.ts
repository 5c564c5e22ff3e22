import { listed } from './function-words'

/**
 * What tells a ticket in a script the app answers in apart from a language of the same script
 * it does not answer in. The app writes Russian and Simplified Chinese, so Cyrillic is Russian
 * and Han is Simplified Chinese unless a letter, a word or a character says otherwise.
 */

/** Letters of Ukrainian, Belarusian, Serbian and Macedonian that Russian does not have. */
const NOT_RUSSIAN_LETTERS = /[іїєґўјљњћђџѓќѕ]/iu

/**
 * Common Ukrainian and Belarusian words of tickets written only with letters Russian has
 * (`дякую`, `де`, `що`, `ще`), so a short Ukrainian ticket is not answered in Russian.
 */
const NOT_RUSSIAN_WORDS = new Set(
  listed(`
    дякую дуже де що ще це чому коли буде мене мого досі вже зараз немає чекаю отримав
    отримала отримати надіслав надіслали замовлення повернути будь ласка дзякуй
  `),
)

/** True when Cyrillic `words` are written in a language other than Russian. */
export function notRussian(words: readonly string[]): boolean {
  return words.some((word) => NOT_RUSSIAN_LETTERS.test(word) || NOT_RUSSIAN_WORDS.has(word.toLowerCase()))
}

/**
 * Traditional characters that Simplified Chinese writes otherwise (`還` for `还`, `們` for
 * `们`, `請` for `请`), the ones tickets use most. A character Simplified text also uses
 * (`著`, `乾`, `於`, `餘`) is not listed, so a Simplified ticket never holds one of these.
 */
const TRADITIONAL_ONLY = new Set([
  ...'們個這還沒請貨購買賣發說麼幫錢東號訂單時間問題為與來對會後過讓給機報價寶貝電話網頁帳戶碼確認資訊',
  ...'傳達運輸選擇據態狀務員體歡煩幾貼寫記錄專業從並將當學雖檢試賺贈額紀腦遊戲槍漸變損舊鑰紙飾儲線綁',
  ...'結鏈議讀邊標類別華區國際灣臺歲層嗎囉齊謝誤錯無處經現頭裡裏開關門應該見覺親愛樣點鐘兩萬億幣賬驗證',
  ...'設換轉隻髮製複雲麵氣車書長顯實聯繫係連鎖庫費動壞聽難馬啟擊義術論衛龍鳳鬥獸獵殺鋼鐵銀貓鳥魚紅綠藍',
  ...'黃歷屬夠總剛筆條張帶韓語郵協盡',
])

/** True when Han `text` is written in Traditional characters. */
export function traditionalChinese(text: string): boolean {
  for (const character of text) if (TRADITIONAL_ONLY.has(character)) return true
  return false
}
