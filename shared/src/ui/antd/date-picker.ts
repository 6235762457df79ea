import dayjs from 'dayjs';
import 'dayjs/locale/cs';

// Pickers in Czech (month and day names, weeks from Monday): dayjs comes to a page with its first
// date picker, not with every page's start.
dayjs.locale('cs');

export { default as DatePicker } from 'antd/es/date-picker';
